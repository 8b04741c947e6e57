// The attract screen's words, every language's at once: the screen asks a passer-by, in each
// language the host offers, to touch it to play, and names each language in itself.

/** @type {Record<string, { name: string, title: string, touch: string, playing: string, dir: "ltr" | "rtl" }>} */
export const EXHIBIT_WORDS = {
  en: { name: "English", title: "Seega", touch: "Touch to play", playing: "The computer is playing itself. Touch the screen to start a game of your own.", dir: "ltr" },
  fr: { name: "Français", title: "Seega", touch: "Touchez pour jouer", playing: "L’ordinateur joue contre lui-même. Touchez l’écran pour commencer votre partie.", dir: "ltr" },
  ar: { name: "العربية", title: "سيجة", touch: "المس الشاشة لتلعب", playing: "الحاسوب يلعب ضد نفسه. المس الشاشة لتبدأ لعبتك.", dir: "rtl" },
  so: { name: "Soomaali", title: "Shantarad", touch: "Taabo si aad u ciyaarto", playing: "Kombiyuutarku wuu la ciyaarayaa naftiisa. Taabo shaashadda si aad ciyaar taada u bilowdo.", dir: "ltr" },
};
