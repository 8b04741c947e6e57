// Les mots français d'une partie avec un ami par lien : chargés avec elle (web/friend/words.js).

export default {
  "friend.send": "Envoyez ce lien à votre ami : il contient la partie et votre coup.",
  "friend.sendOver": "La partie est finie : envoyez ce lien pour que votre ami en voie la fin.",
  "friend.waiting": "Votre ami joue les {side} et vous renvoie un lien.",
  "friend.yourTurn": "À vous de jouer ; envoyez ensuite le lien à votre ami.",
  "friend.link": "Le lien pour votre ami",
  "friend.share": "Partager le lien",
  "friend.copy": "Copier le lien",
  "friend.copied": "Le lien est copié.",
  "friend.copyFailed": "Copiez le lien depuis le champ ci-dessus.",
  "notice.friendNew": "Une partie avec un ami : vous jouez les {side}.",
  "notice.friendTurn": "Votre ami a joué : à vous de jouer.",
  "notice.friendSame": "Ce lien n’apporte rien de nouveau : votre partie avec cet ami est inchangée.",
  "notice.friendOld": { one: "Ce lien est plus ancien que votre partie, d’{count} coup : votre partie est gardée.", other: "Ce lien est plus ancien que votre partie, de {count} coups : votre partie est gardée." },
  "notice.friendNotTheirs": "Ce lien joue pour votre camp, un coup ou un abandon que vous n’avez pas fait : il est refusé et votre partie est gardée.",
  "notice.friendOther": "Ce lien est d’une autre partie que celle que vous jouez avec cet ami : il est refusé et votre partie est gardée.",
};
