// The Arabic words of the printable kit (web/print/), loaded with it.

export default {
  "print.title": "السيجة على الورق",
  "print.intro": "رقعة بحجمها الحقيقي، وقواعد هذه اللعبة مع مصادرها، ورمز يفتح اللعبة نفسها على الهاتف. اطبع على ورق A4 أو Letter بنسبة 100٪ (دون «ملاءمة الصفحة»).",
  "print.size": "الرقعة",
  "print.sizeValue": "{size} × {size}",
  "print.preset": "القواعد",
  "print.preview": "الصفحات المراد طباعتها",
  "print.print": "اطبع",
  "print.back": "العودة إلى اللعبة",
  "print.boardPage": "رقعة {size} × {size}: الصفحة {n} من {total} (الصف {row}، العمود {column})",
  "print.assemble": "قُصّ على علامات الزوايا وضع الصفحات حافة إلى حافة حتى تلتقي العلامات والخطوط.",
  "print.onePage": "خانات بطول {cm} سم؛ والوسط معلَّم.",
  "print.rulesCard": "قواعد هذه اللعبة",
  "print.scan": "امسح الرمز لتلعب هذه اللعبة على الهاتف",
  "print.centre": "الوسط",
  "print.boardLabel": "رقعة {size} × {size}، خاناتها بطول {cm} سم، مع إحداثياتها",
  "print.qrLabel": "رمز QR يفتح هذه اللعبة: {url}",
};
