// The games with friends kept here, in a dialog of their own (the menu's "Friends"): the
// same list as the new-game dialog's, to open, rename or delete one.

import { closeButton, h, uid } from "../shared/dom.js";
import { createFriendList } from "./friend-list.js";

/** @param {{ tr: import("../i18n/i18n.js").Translator, friends: import("./friend-list.js").FriendsConfig, onOpenFriend: (id: string) => void }} config */
export function createFriendsDialog({ tr, friends, onOpenFriend }) {
  const { t } = tr;
  const list = createFriendList({ tr, ...friends, onOpen: (id) => (dialog.close(), onOpenFriend(id)) });
  const titleId = uid("friends-title");
  const dialog = h(
    "dialog",
    { class: "dialog friends-dialog", "aria-labelledby": titleId },
    h("header", { class: "dialog-header" }, h("h2", { id: titleId }, t("friends.title")), closeButton(t("action.close"), () => dialog.close())),
    h(
      "div",
      { class: "dialog-body" },
      list.element,
      h("div", { class: "dialog-actions" }, h("button", { type: "button", class: "button", onclick: () => dialog.close() }, t("action.close"))),
    ),
  );
  return {
    element: dialog,
    open() {
      list.draw();
      dialog.showModal();
    },
  };
}
