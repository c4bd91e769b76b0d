// Types for the few files of `natural` (and @nlpjs/lang-da) the feedback module loads directly (the package's main entry pulls in
// every storage backend and reads .env, so only these files are imported).
declare module "natural/lib/natural/sentiment/SentimentAnalyzer.js" {
  export default class SentimentAnalyzer {
    constructor(language: string, stemmer: undefined, type: "afinn" | "pattern" | "senticon");
    /** Polarity words by their (lower-case) form; the module adds restaurant words to it. */
    vocabulary: Record<string, number>;
    negations: string[];
    getSentiment(words: string[]): number;
  }
}
declare module "natural/lib/natural/tokenizers/*" {
  export default class AggressiveTokenizer {
    tokenize(text: string): string[];
  }
}
declare module "natural/lib/natural/util/*" {
  const stopwords: { words: string[] };
  export default stopwords;
}
declare module "natural/lib/natural/stemmers/*" {
  const stemmer: { stem(word: string): string };
  export default stemmer;
}
// @nlpjs/lang-da ships no types: the two files the analyser loads (Danish AFINN and the Snowball stemmer it is keyed by).
declare module "@nlpjs/lang-da/src/sentiment/sentiment_da.js" {
  const sentiment: { afinn: Record<string, number> };
  export default sentiment;
}
declare module "@nlpjs/lang-da/src/stemmer-da.js" {
  export default class StemmerDa {
    stemWord(word: string): string;
  }
}
