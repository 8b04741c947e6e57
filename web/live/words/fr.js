// The French words of a live game with a friend: loaded with it (web/live/words.js).
// Keys, placeholders and plural forms as in web/i18n/ (tests/unit/i18n.test.js checks them).

export default {
  "live.title": "Une partie en direct avec votre ami",
  "live.start": "Jouer en direct",
  "live.connecting": "En attente de votre ami : dès que sa page est ouverte, chaque tour arrive aussitôt joué.",
  "live.here": "Votre ami est là : chaque tour arrive aussitôt joué.",
  "live.left": "Votre ami est parti : il peut revenir avec le même lien.",
  "live.watching": "Vous regardez : les deux joueurs de cette partie sont sur d’autres appareils.",
  "live.yourTurn": "C’est votre tour.",
  "live.theirTurn": "C’est le tour de votre ami ({side}).",
  "live.send": "Le lien qui ouvre cette partie sur l’appareil de votre ami, ou son code QR pour un téléphone à côté de vous :",
  "live.link": "Le lien en direct pour votre ami",
  "live.qr": "Code QR du lien en direct",
  "live.privacy": "En direct, votre page rejoint celle de votre ami par des relais publics, qui voient un nom de salle codé et les offres de connexion (vos adresses réseau, chiffrées avec l’identifiant de la partie) ; un serveur STUN voit votre adresse publique ; votre ami reçoit vos tours. Rien d’autre ne quitte ce navigateur.",
  "live.failedNoWebRtc": "Ce navigateur ne peut pas se connecter directement à une autre page (il n’a pas WebRTC) : la partie continue par liens.",
  "live.failedNoRelay": "Les relais qui connectent les parties en direct sont injoignables : la partie continue par liens, et passe en direct s’ils répondent.",
  "live.failedOff": "Le jeu en direct est désactivé sur ce site : la partie continue par liens.",
  "live.refusedUnread": "Un message de l’autre page est illisible : rien n’a changé.",
  "live.refusedNotTheirs": "L’autre page a envoyé un tour que votre ami n’a pas à jouer : il est refusé et votre partie est conservée.",
  "live.refusedFork": "La partie de l’autre page a des tours différents des vôtres : elle est refusée et votre partie est conservée.",
};
