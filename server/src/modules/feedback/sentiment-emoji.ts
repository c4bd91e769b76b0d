/**
 * Emoji that carry an opinion in a review, on AFINN's scale, in any language: faces, hearts, hands, stars. Food,
 * places and vehicles carry none ("🍔", "🚗" say what, not how good). The packaged Emoji Sentiment Ranking (2015,
 * tweets) lacks the newer faces guests use for complaints (🙄 🤢 🤮 🤬) and rates 😡 only −1, so the table is written
 * here, faces by the emotion Unicode names them for. It is the only source for emoji: one not listed says nothing.
 * A run of stars ("⭐⭐", "★★★☆☆") is a rating (sentiment.ts), not so many praises.
 */
export const EMOJI: Record<string, number> = {
  "😀": 2, "😃": 2, "😄": 2, "😁": 2, "😊": 2, "🙂": 1, "😉": 1, "😋": 3, "😍": 3, "🥰": 3, "😘": 2, "🤩": 3,
  "😎": 2, "🥳": 3, "😇": 2, "🤤": 2, "😂": 1, "🤣": 1, "👍": 2, "👌": 2, "👏": 2, "🙌": 2, "💯": 2, "🔥": 2,
  "⭐": 1, "🌟": 2, "✨": 1, "❤": 3, "♥": 3, "💕": 3, "💖": 3, "💗": 3, "💛": 2, "💚": 2, "💙": 2, "💜": 2,
  "🧡": 2, "😐": 0, "😑": -1, "🤔": -1, "😕": -2, "🙁": -2, "☹": -2, "😞": -2, "😟": -2, "😔": -2, "😒": -2,
  "🙄": -2, "😩": -2, "😫": -2, "😢": -2, "😭": -2, "😤": -3, "😠": -3, "😡": -4, "🤬": -4, "🤢": -3, "🤮": -4,
  "😖": -2, "😣": -2, "😬": -1, "😱": -2, "😨": -2, "💩": -3, "👎": -3, "💔": -2, "🤦": -2, "🤷": -1,
  // thanks and praise by hand; sickness, cold and slowness in a food review; a check or a cross as a verdict
  "🙏": 2, "🤗": 2, "😌": 1, "🫶": 3, "🤌": 2, "🏆": 2, "🥇": 2, "✅": 1, "🥲": -1, "😓": -2, "😪": -1, "🙃": -1,
  "🤨": -1, "😵": -2, "🥴": -1, "😷": -2, "🤒": -2, "🤕": -2, "🥶": -2, "🐌": -2, "⏳": -1, "⌛": -1, "❌": -2,
};
