// The English words of a game with a friend by link: loaded with it (web/friend/words.js).
// Keys, placeholders and plural forms as in web/i18n/ (tests/unit/i18n.test.js checks them).

export default {
  "friend.send": "Send this link to your friend: it holds the game and your turn.",
  "friend.sendOver": "The game is over: send this link so that your friend sees the end.",
  "friend.waiting": "Your friend plays {side} and sends you a link back.",
  "friend.yourTurn": "Your turn; then send your friend the link.",
  "friend.link": "The link for your friend",
  "friend.share": "Share the link",
  "friend.copy": "Copy the link",
  "friend.copied": "The link is copied.",
  "friend.copyFailed": "Copy the link from the field above.",
  "notice.friendNew": "A game with a friend: you play {side}.",
  "notice.friendTurn": "Your friend has played: it is your turn.",
  "notice.friendSame": "This link holds nothing new: your game with this friend is as it was.",
  "notice.friendOld": { one: "This link is older than your game, by {count} turn: your game is kept.", other: "This link is older than your game, by {count} turns: your game is kept." },
  "notice.friendNotTheirs": "This link plays for your side, a turn or a resignation you did not make: it is refused and your game is kept.",
  "notice.friendOther": "This link is of another game than the one you play with this friend: it is refused and your game is kept.",
};
