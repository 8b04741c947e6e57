// The English words of the printable kit (web/print/), loaded with it.

export default {
  "print.title": "Seega on paper",
  "print.intro": "A board at real size, the rules of this game with their sources, and a code that opens the same game on a phone. Print on A4 or Letter paper at 100% (no “fit to page”).",
  "print.size": "Board",
  "print.sizeValue": "{size} × {size}",
  "print.preset": "Rules",
  "print.preview": "The pages to print",
  "print.print": "Print",
  "print.back": "Back to the game",
  "print.boardPage": "Board {size} × {size}: page {n} of {total} (row {row}, column {column})",
  "print.assemble": "Cut along the corner marks and lay the pages edge to edge so that the marks and the lines meet.",
  "print.onePage": "Cells of {cm} cm; the centre is marked.",
  "print.rulesCard": "The rules of this game",
  "print.scan": "Scan to play this game on a phone",
  "print.centre": "Centre",
  "print.boardLabel": "The {size} × {size} board, cells of {cm} cm, with its coordinates",
  "print.qrLabel": "A QR code that opens this game: {url}",
};
