// الكلمات العربية للعب مع صديق عبر رابط: تُحمَّل معها (web/friend/words.js).

/** Arabic plural forms of a phrase with a count: one, two (the dual), few (3-10: a plural
 * noun), many (11-99: a singular noun in the accusative, "11 دورًا") and the rest (0, 100 and
 * more: a singular noun in the genitive, "100 دور").
 * @param {string} one @param {string} two @param {string} few @param {string} many @param {string} other */
const forms = (one, two, few, many, other) => ({ zero: other, one, two, few, many, other });

export default {
  "friend.send": "أرسل هذا الرابط إلى صديقك: فيه المباراة ودورك.",
  "friend.sendOver": "انتهت المباراة: أرسل هذا الرابط ليرى صديقك نهايتها.",
  "friend.endedThere": "انتهت المباراة، في صفحة صديقك أيضًا: لا رابط لترسله إليه.",
  "friend.waiting": "صديقك يلعب {side} ويرسل إليك رابطًا.",
  "friend.yourTurn": "دورك؛ ثم أرسل الرابط إلى صديقك.",
  "friend.link": "الرابط لصديقك",
  "friend.share": "شارك الرابط",
  "friend.copy": "انسخ الرابط",
  "friend.copied": "نُسخ الرابط.",
  "friend.copyFailed": "انسخ الرابط من الحقل أعلاه.",
  "notice.friendNew": "مباراة مع صديق: أنت تلعب {side}.",
  "friend.sendFirst": "صديقك يلعب أولًا: أرسل إليه هذا الرابط لتبدأ المباراة.",
  "notice.friendBegin": "بدأ صديقك مباراة معك: أنت تلعب {side}، وتبدأ أنت.",
  "notice.friendStarted": forms(
    "بدأ صديقك مباراة معك ولعب دورها الأول: أنت تلعب {side}، والدور لك.",
    "بدأ صديقك مباراة معك ولعب دوريها الأولين: أنت تلعب {side}، والدور لك.",
    "بدأ صديقك مباراة معك ولعب أدوارها الـ{count} الأولى: أنت تلعب {side}، والدور لك.",
    "بدأ صديقك مباراة معك ولعب أول {count} دورًا منها: أنت تلعب {side}، والدور لك.",
    "بدأ صديقك مباراة معك ولعب أول {count} دور منها: أنت تلعب {side}، والدور لك.",
  ),
  "notice.friendNotKept": "هذه المباراة مع صديقك غير محفوظة هنا (حُذفت، أو لُعبت على جهاز آخر): تُفتح كما في الرابط، وأنت تلعب {side}.",
  "notice.friendResigned": "استسلم صديقك: فزت.",
  "notice.friendEndedYouWin": "أنهى دور صديقك المباراة: فزت.",
  "notice.friendEndedTheyWin": "أنهى دور صديقك المباراة: فاز صديقك.",
  "notice.friendEndedDrawn": "أنهى دور صديقك المباراة: تعادل.",
  "notice.friendNoAgreement": "هذا الرابط ينهي المباراة بالاتفاق أو بانتهاء الوقت، وهذا لا يكون في مباراة عبر رابط: رُفض واحتُفظ بمباراتك.",
  "notice.friendIncomplete": "يبدو هذا الرابط ناقصًا: ضاعت نهايته في الطريق، فتطبيقات المحادثة تقطع الروابط الطويلة أحيانًا. اطلب من صديقك أن يرسله مرة أخرى؛ لم يتغير شيء هنا.",
  "notice.friendTurn": "لعب صديقك: الدور لك.",
  "notice.friendSame": "لا جديد في هذا الرابط: مباراتك مع هذا الصديق كما كانت.",
  "notice.friendOld": forms(
    "هذا الرابط أقدم من مباراتك بدور واحد: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بدورين: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بـ{count} أدوار: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بـ{count} دورًا: احتُفظ بمباراتك.",
    "هذا الرابط أقدم من مباراتك بـ{count} دور: احتُفظ بمباراتك.",
  ),
  "notice.friendNotTheirs": "هذا الرابط يلعب عن جهتك، دورًا أو استسلامًا لم تقم به: رُفض واحتُفظ بمباراتك.",
  "notice.friendOther": "هذا الرابط لمباراة غير التي تلعبها مع هذا الصديق: رُفض واحتُفظ بمباراتك.",
};
