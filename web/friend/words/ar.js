// الكلمات العربية للعب مع صديق عبر رابط: تُحمَّل معها (web/friend/words.js).

/** Arabic plural forms: one, two, few (3-10), and the rest. */
const forms = (one, two, few, other) => ({ zero: other, one, two, few, many: other, other });

export default {
  "friend.send": "أرسل هذا الرابط إلى صديقك: فيه المباراة ودورك.",
  "friend.sendOver": "انتهت المباراة: أرسل هذا الرابط ليرى صديقك نهايتها.",
  "friend.waiting": "صديقك يلعب {side} ويرسل إليك رابطًا.",
  "friend.yourTurn": "دورك؛ ثم أرسل الرابط إلى صديقك.",
  "friend.link": "الرابط لصديقك",
  "friend.share": "شارك الرابط",
  "friend.copy": "انسخ الرابط",
  "friend.copied": "نُسخ الرابط.",
  "friend.copyFailed": "انسخ الرابط من الحقل أعلاه.",
  "notice.friendNew": "مباراة مع صديق: أنت تلعب {side}.",
  "notice.friendTurn": "لعب صديقك: الدور لك.",
  "notice.friendSame": "لا جديد في هذا الرابط: مباراتك مع هذا الصديق كما كانت.",
  "notice.friendOld": forms(
    "هذا الرابط أقدم من مباراتك بدور واحد: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بدورين: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بـ{count} أدوار: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بـ{count} دورًا: احتُفظ بمباراتك.",
  ),
  "notice.friendNotTheirs": "هذا الرابط يلعب عن جهتك، دورًا أو استسلامًا لم تقم به: رُفض واحتُفظ بمباراتك.",
  "notice.friendOther": "هذا الرابط لمباراة غير التي تلعبها مع هذا الصديق: رُفض واحتُفظ بمباراتك.",
};
