// The exhibit's words, every language's at once: the attract screen asks a passer-by, in each
// language the host offers, to touch it to play, and names each language in itself; a
// visitor then chooses whom to play against (when the host has not), and a game left alone
// asks whether its visitor is still playing before it gives way ({n}: the seconds left).

/** @type {Record<string, { name: string, title: string, touch: string, playing: string, dir: "ltr" | "rtl",
 *   against: string, computer: string, friend: string, still: string, ends: string, keep: string }>} */
export const EXHIBIT_WORDS = {
  en: {
    name: "English",
    title: "Seega",
    touch: "Touch to play",
    playing: "The computer is playing itself. Touch the screen to start a game of your own.",
    dir: "ltr",
    against: "Play against",
    computer: "The computer",
    friend: "A friend beside you",
    still: "Still playing?",
    ends: "This game ends in {n} seconds.",
    keep: "Keep playing",
  },
  fr: {
    name: "Français",
    title: "Seega",
    touch: "Touchez pour jouer",
    playing: "L’ordinateur joue contre lui-même. Touchez l’écran pour commencer votre partie.",
    dir: "ltr",
    against: "Jouer contre",
    computer: "L’ordinateur",
    friend: "Un ami à côté de vous",
    still: "Vous jouez encore ?",
    ends: "Cette partie s’arrête dans {n} secondes.",
    keep: "Continuer",
  },
  ar: {
    name: "العربية",
    title: "سيجة",
    touch: "المس الشاشة لتلعب",
    playing: "الحاسوب يلعب ضد نفسه. المس الشاشة لتبدأ لعبتك.",
    dir: "rtl",
    against: "العب ضد",
    computer: "الحاسوب",
    friend: "صديق بجانبك",
    still: "هل ما زلت تلعب؟",
    ends: "تنتهي هذه اللعبة بعد {n} ثانية.",
    keep: "تابع اللعب",
  },
  so: {
    name: "Soomaali",
    title: "Shantarad",
    touch: "Taabo si aad u ciyaarto",
    playing: "Kombiyuutarku wuu la ciyaarayaa naftiisa. Taabo shaashadda si aad ciyaar taada u bilowdo.",
    dir: "ltr",
    against: "Ka ciyaar",
    computer: "Kombiyuutarka",
    friend: "Saaxiib agtaada jooga",
    still: "Weli ma ciyaaraysaa?",
    ends: "Ciyaartan waxay dhammaanaysaa {n} ilbiriqsi kadib.",
    keep: "Sii ciyaar",
  },
};
