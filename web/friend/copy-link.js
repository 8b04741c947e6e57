// Copying a link to send a friend: to the clipboard, or, where there is none (an insecure page,
// a browser's refusal), the field selected instead; `said` says which.

/** @param {HTMLInputElement} input the field that holds the link @param {HTMLElement} said
 * @param {import("../i18n/i18n.js").Translator["t"]} t */
export async function copyLink(input, said, t) {
  try {
    await navigator.clipboard.writeText(input.value);
    said.textContent = t("friend.copied");
  } catch {
    input.select();
    said.textContent = t("friend.copyFailed");
  }
}
