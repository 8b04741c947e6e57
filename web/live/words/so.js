// The Somali words of a live game with a friend: loaded with it (web/live/words.js).
// Keys, placeholders and plural forms as in web/i18n/ (tests/unit/i18n.test.js checks them).

export default {
  "live.title": "Ciyaar toos ah oo aad la ciyaarayso saaxiibkaa",
  "live.start": "Si toos ah u ciyaar",
  "live.connecting": "Waxaa la sugayaa saaxiibkaa: marka boggiisu furmo, dhaqdhaqaaq kastaa wuu imanayaa isla marka la ciyaaro.",
  "live.here": "Saaxiibkaa waa joogaa: dhaqdhaqaaq kastaa wuu imanayaa isla marka la ciyaaro.",
  "live.left": "Saaxiibkaa wuu tagay: wuxuu ku soo laaban karaa isla xiriirka.",
  "live.watching": "Waad daawanaysaa: labada ciyaartoy ee ciyaartan waxay ku jiraan qalab kale.",
  "live.yourTurn": "Waa dhaqdhaqaaqaaga.",
  "live.theirTurn": "Waa dhaqdhaqaaqa saaxiibkaa ({side}).",
  "live.send": "Xiriirka ciyaartan ka furaya qalabka saaxiibkaa, ama koodhkiisa QR ee telefoon agtaada yaal:",
  "live.link": "Xiriirka tooska ah ee saaxiibkaa",
  "live.qr": "Koodhka QR ee xiriirka tooska ah",
  "live.privacy": "Markaad si toos ah u ciyaarto, boggaagu wuxuu la kulmaa bogga saaxiibkaa iyadoo loo marayo gudbiyeyaal dadweyne, kuwaas oo arka magac qol oo qarsoon iyo dalabyada isku xirka (cinwaannadaada shabakadda, oo lagu sireeyay aqoonsiga ciyaarta); server STUN ah ayaa arka cinwaankaaga dadweynaha; saaxiibkaa wuxuu helaa dhaqdhaqaaqyadaada. Wax kale kama baxaan biraawsarkan.",
  "live.failedNoWebRtc": "Biraawsarkani si toos ah uguma xirmi karo bog kale (WebRTC ma laha): ciyaartu waxay ku socotaa xiriirro.",
  "live.failedNoRelay": "Gudbiyeyaasha isku xira ciyaaraha tooska ah lama gaari karo: ciyaartu waxay ku socotaa xiriirro, waxayna noqonaysaa toos haddii ay jawaabaan.",
  "live.failedOff": "Ciyaarta tooska ah waa laga demiyay boggan: ciyaartu waxay ku socotaa xiriirro.",
  "live.refusedUnread": "Fariin ka timid bogga kale lama akhrin karo: waxba isma beddelin.",
  "live.refusedNotTheirs": "Bogga kale wuxuu soo diray dhaqdhaqaaq aanu saaxiibkaa lahayn: waa la diiday, ciyaartaadana waa la hayaa.",
  "live.refusedFork": "Ciyaarta bogga kale waxay leedahay dhaqdhaqaaqyo ka duwan kuwaaga: waa la diiday, ciyaartaadana waa la hayaa.",
};
