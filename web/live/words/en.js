// The English words of a live game with a friend: loaded with it (web/live/words.js).
// Keys, placeholders and plural forms as in web/i18n/ (tests/unit/i18n.test.js checks them).

export default {
  "live.title": "A live game with your friend",
  "live.start": "Play live",
  "live.connecting": "Waiting for your friend: once their page is open, each turn arrives as it is played.",
  "live.here": "Your friend is here: each turn arrives as it is played.",
  "live.left": "Your friend left: they can come back with the same link.",
  "live.watching": "You are watching: this game's two players are on other devices.",
  "live.yourTurn": "It is your turn.",
  "live.theirTurn": "It is your friend's turn ({side}).",
  "live.send": "The link that opens this game on your friend's device, or its QR code for a phone beside you:",
  "live.link": "The live link for your friend",
  "live.qr": "QR code of the live link",
  "live.privacy": "Played live, your page meets your friend's through public relays, which see a coded room name and the offers to connect (your network addresses, encrypted with the game's id); a STUN server sees your public address; your friend gets your turns. Nothing else leaves this browser.",
  "live.failedNoWebRtc": "This browser cannot connect to another page directly (it has no WebRTC): the game goes on by links.",
  "live.failedNoRelay": "The relays that connect live games cannot be reached: the game goes on by links, and goes live if they answer.",
  "live.failedOff": "Live play is turned off on this site: the game goes on by links.",
  "live.refusedUnread": "A message from the other page did not read: nothing has changed.",
  "live.refusedNotTheirs": "The other page sent a turn that is not your friend's to play: it is refused and your game is kept.",
  "live.refusedFork": "The other page's game has turns that differ from yours: it is refused and your game is kept.",
};
