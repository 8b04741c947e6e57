// The Somali words of the printable kit (web/print/), loaded with it.

export default {
  "print.title": "Seega warqad ku qoran",
  "print.intro": "Sabuurad cabbirkeeda dhabta ah, xeerarka ciyaartan iyo ilahooda, iyo kood ciyaartan ku furaya taleefan. Ku daabac warqad A4 ama Letter ah 100% (adigoon dooran “ku habee bogga”).",
  "print.size": "Sabuuradda",
  "print.sizeValue": "{size} × {size}",
  "print.preset": "Xeerarka",
  "print.preview": "Bogagga la daabacayo",
  "print.print": "Daabac",
  "print.back": "Ku noqo ciyaarta",
  "print.boardPage": "Sabuurad {size} × {size}: bogga {n} ee {total} (safka {row}, tiirka {column})",
  "print.assemble": "Ka jar calaamadaha geesaha, boggaganna dhinac dhinac u dhig si calaamadaha iyo xariiqyadu isu gaaraan.",
  "print.onePage": "Godad {cm} sm ah; bartamaha waa la calaamadeeyay.",
  "print.rulesCard": "Xeerarka ciyaartan",
  "print.scan": "Iska baar si aad ciyaartan ugu ciyaarto taleefan",
  "print.centre": "Bartamaha",
  "print.boardLabel": "Sabuuradda {size} × {size}, godad {cm} sm ah, iyo calaamadaheeda",
  "print.qrLabel": "Kood QR ah oo ciyaartan furaya: {url}",
};
