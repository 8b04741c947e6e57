// The French words of the printable kit (web/print/), loaded with it.

export default {
  "print.title": "Le Seega sur papier",
  "print.intro": "Un plateau en vraie grandeur, les règles de cette partie avec leurs sources, et un code qui ouvre la même partie sur un téléphone. Imprimez sur du papier A4 ou Letter à 100 % (sans « ajuster à la page »).",
  "print.size": "Plateau",
  "print.sizeValue": "{size} × {size}",
  "print.preset": "Règles",
  "print.preview": "Les pages à imprimer",
  "print.print": "Imprimer",
  "print.back": "Retour à la partie",
  "print.boardPage": "Plateau {size} × {size} : page {n} sur {total} (rangée {row}, colonne {column})",
  "print.assemble": "Découpez selon les repères des coins et posez les pages bord à bord pour que repères et lignes se rejoignent.",
  "print.onePage": "Cases de {cm} cm ; le centre est marqué.",
  "print.rulesCard": "Les règles de cette partie",
  "print.scan": "Scannez pour jouer cette partie sur un téléphone",
  "print.centre": "Centre",
  "print.boardLabel": "Le plateau de {size} × {size}, cases de {cm} cm, avec ses coordonnées",
  "print.qrLabel": "Un code QR qui ouvre cette partie : {url}",
};
