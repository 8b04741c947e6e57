// The game record dialog: the record to copy, download or share as a link, and a record to
// paste or open from a file. A record that does not read shows the engine's message and the
// current game stays as it is.

import { closeButton, h, uid } from "../../shared/dom.js";

/** @param {{ tr: import("../../i18n/i18n.js").Translator, onImport: (text: string) => string | null,
 *   shareUrl: () => string, fileName: () => string }} config
 * `onImport(text)` opens a record and returns null, or the error message. */
export function createRecordDialog({ tr, onImport, shareUrl, fileName }) {
  const { t } = tr;
  const titleId = uid("rec-title");
  const recordId = uid("rec-text");
  const importId = uid("rec-import");
  const fileId = uid("rec-file");
  const linkId = uid("rec-link");
  const current = h("textarea", { id: recordId, class: "record-text", readonly: true, rows: "7", spellcheck: "false" });
  const link = h("input", { id: linkId, class: "share-link", type: "text", readonly: true });
  const pasted = h("textarea", { id: importId, class: "record-text", rows: "6", spellcheck: "false", placeholder: t("record.pastePlaceholder") });
  const file = h("input", { id: fileId, type: "file", accept: ".seega,.txt,text/plain", class: "file-input" });
  const exportNote = h("p", { class: "dialog-note", role: "status" });
  const importError = h("p", { class: "form-error", role: "alert" });

  const note = (/** @type {string} */ text) => {
    exportNote.textContent = text;
  };
  /** @param {string} text @param {string} done what the note says once it is copied */
  const copy = async (text, done) => {
    try {
      await navigator.clipboard.writeText(text);
      note(done);
    } catch {
      note(t("record.copyFailed"));
    }
  };
  const open = (/** @type {string} */ text) => {
    const error = onImport(text);
    if (error) {
      importError.textContent = t("record.importError", { message: error });
    } else {
      importError.textContent = "";
      dialog.close();
    }
  };

  const dialog = h(
    "dialog",
    { class: "dialog record-dialog", "aria-labelledby": titleId },
    h("header", { class: "dialog-header" }, h("h2", { id: titleId }, t("record.title")), closeButton(t("action.close"), () => dialog.close())),
    h(
      "div",
      { class: "dialog-body" },
      h("section", { class: "dialog-section" },
        h("h3", {}, h("label", { for: recordId }, t("record.thisGame"))),
        current,
        h("div", { class: "button-row" },
          h("button", { type: "button", class: "button", onclick: () => copy(current.value, t("record.copied")) }, t("record.copy")),
          h("button", { type: "button", class: "button", onclick: download }, t("record.download")),
        ),
        h("label", { for: linkId, class: "small-label" }, t("record.shareLink")),
        h("div", { class: "button-row" }, link,
          h("button", { type: "button", class: "button", onclick: () => copy(link.value, t("record.linkCopied")) }, t("record.copyLink")),
        ),
        exportNote,
      ),
      h("section", { class: "dialog-section" },
        h("h3", {}, h("label", { for: importId }, t("record.openTitle"))),
        pasted,
        h("div", { class: "button-row" },
          h("button", { type: "button", class: "button primary", onclick: () => open(pasted.value) }, t("record.open")),
          h("label", { for: fileId, class: "button file-label" }, t("record.openFile")),
          file,
        ),
        importError,
      ),
    ),
  );

  function download() {
    const blob = new Blob([current.value], { type: "text/plain" });
    const url = URL.createObjectURL(blob);
    const a = h("a", { href: url, download: fileName() });
    dialog.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    note(t("record.downloaded"));
  }

  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      const text = await chosen.text();
      pasted.value = text;
      open(text);
    } catch {
      importError.textContent = t("record.fileError");
    }
    file.value = "";
  });

  return {
    element: dialog,
    /** Opens the dialog with the current `record`. @param {string} record */
    open(record) {
      current.value = record;
      link.value = shareUrl();
      note("");
      importError.textContent = "";
      dialog.showModal();
    },
  };
}
