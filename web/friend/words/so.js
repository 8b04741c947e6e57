// Erayada Soomaaliga ee ciyaar saaxiib lagula ciyaaro xiriir: waxay la yimaadaan (web/friend/words.js).

export default {
  "friend.send": "U dir xiriirkan saaxiibkaa: wuxuu hayaa ciyaarta iyo dhaqaaqaaga.",
  "friend.sendOver": "Ciyaartu way dhammaatay: u dir xiriirkan si saaxiibkaa u arko dhammaadka.",
  "friend.waiting": "Saaxiibkaa wuxuu ciyaaraa {side} wuxuuna kuu soo celiyaa xiriir.",
  "friend.yourTurn": "Waa dhaqaaqaaga; kadibna u dir saaxiibkaa xiriirka.",
  "friend.link": "Xiriirka saaxiibkaa",
  "friend.share": "Wadaag xiriirka",
  "friend.copy": "Koobi xiriirka",
  "friend.copied": "Xiriirka waa la koobiyeeyay.",
  "friend.copyFailed": "Ka koobi xiriirka goobta kore.",
  "notice.friendNew": "Ciyaar saaxiib: adigu waxaad ciyaartaa {side}.",
  "notice.friendTurn": "Saaxiibkaa wuu ciyaaray: waa dhaqaaqaaga.",
  "notice.friendSame": "Xiriirkani waxba cusub ma hayo: ciyaartaada saaxiibkan sidii bay tahay.",
  "notice.friendOld": { one: "Xiriirkani wuu ka da' weyn yahay ciyaartaada, {count} dhaqaaq: ciyaartaada waa la hayaa.", other: "Xiriirkani wuu ka da' weyn yahay ciyaartaada, {count} dhaqaaq: ciyaartaada waa la hayaa." },
  "notice.friendNotTheirs": "Xiriirkani wuxuu u ciyaarayaa dhinacaaga, dhaqaaq ama is-dhiibid aadan samayn: waa la diiday, ciyaartaadana waa la hayaa.",
  "notice.friendOther": "Xiriirkani waa ciyaar kale oo aan ahayn tan aad saaxiibkan la ciyaarto: waa la diiday, ciyaartaadana waa la hayaa.",
};
