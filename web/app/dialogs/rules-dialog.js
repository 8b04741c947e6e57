// The rules page: the rules in force for this game (built from its rules object, each with
// its source), a short history of Seega, and the sources.

import { closeButton, h, uid } from "../../shared/dom.js";
import { history, rulesInForce, sources } from "./rules-text.js";

/** The dialog in `tr`'s language; `printKit`, where the game offers the printable kit, gives
 * the kit's address for the game in play.
 * @param {import("../../i18n/i18n.js").Translator} tr
 * @param {(() => string) | null} [printKit] */
export function createRulesDialog(tr, printKit = null) {
  const { t } = tr;
  const titleId = uid("rules-title");
  // The body scrolls: focusable, so that it scrolls from the keyboard too.
  const body = h("div", { class: "dialog-body rules-body", tabindex: "0", role: "region", "aria-labelledby": titleId });
  const dialog = h(
    "dialog",
    { class: "dialog rules-dialog", "aria-labelledby": titleId },
    h("header", { class: "dialog-header" }, h("h2", { id: titleId }, t("rules.title")), closeButton(t("action.close"), () => dialog.close())),
    body,
  );
  return {
    element: dialog,
    /** Opens the page for the game whose state is `snapshot`: its rules, the facts the engine
     * gives of them, and the preset it names.
     * @param {import("../../pkg/rules/seega.js").GameState} snapshot */
    open(snapshot) {
      const { preset } = snapshot;
      body.replaceChildren(
        h("section", { class: "rules-section" },
          h("h3", {}, t("rules.inForce")),
          h("p", { class: "rules-preset" }, t("rules.presetLine", { preset: t(`preset.${preset}`), source: t(`preset.${preset}.source`) })),
          h("ol", { class: "rules-list" },
            rulesInForce(snapshot, tr).map((item) =>
              h("li", {}, h("span", {}, item.text), item.source && h("span", { class: "rule-source" }, item.source)),
            ),
          ),
          // The printable kit of this variant (web/print/), where the game offers it.
          printKit && h("p", { class: "rules-print" }, h("a", { class: "button", href: printKit(), target: "_blank", rel: "noopener" }, t("print.open"))),
        ),
        h("section", { class: "rules-section" }, h("h3", {}, t("rules.history")), h("p", { class: "rules-same-name" }, t("rules.sameName")), history(tr).map((text) => h("p", {}, text))),
        h("section", { class: "rules-section" },
          h("h3", {}, t("rules.sources")),
          h("dl", { class: "sources" }, sources(tr).flatMap((s) => [h("dt", {}, s.name), h("dd", {}, s.about)])),
        ),
      );
      dialog.showModal();
      body.scrollTop = 0;
    },
  };
}
