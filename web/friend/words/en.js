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
  "friend.sendFirst": "Your friend plays first: send them this link to begin the game.",
  "notice.friendBegin": "Your friend has started a game with you: you play {side}, and you begin.",
  "notice.friendStarted": { one: "Your friend has started a game with you and played its first turn: you play {side}, and it is your turn.", other: "Your friend has started a game with you and played its first {count} turns: you play {side}, and it is your turn." },
  "notice.friendResigned": "Your friend has resigned: you win.",
  "notice.friendEndedYouWin": "Your friend's turn ended the game: you win.",
  "notice.friendEndedTheyWin": "Your friend's turn ended the game: your friend wins.",
  "notice.friendEndedDrawn": "Your friend's turn ended the game: it is a draw.",
  "notice.friendNoAgreement": "This link ends the game by agreement or on time, which a game by link does not do: it is refused and your game is kept.",
  "notice.friendIncomplete": "This link looks incomplete: its end was lost on the way, as chat apps sometimes cut long links. Ask your friend to send it again; nothing has changed here.",
  "notice.friendTurn": "Your friend has played: it is your turn.",
  "notice.friendSame": "This link holds nothing new: your game with this friend is as it was.",
  "notice.friendOld": { one: "This link is older than your game, by {count} turn: your game is kept.", other: "This link is older than your game, by {count} turns: your game is kept." },
  "notice.friendNotTheirs": "This link plays for your side, a turn or a resignation you did not make: it is refused and your game is kept.",
  "notice.friendOther": "This link is of another game than the one you play with this friend: it is refused and your game is kept.",
};
