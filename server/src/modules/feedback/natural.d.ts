// Types for the few files of `natural` the feedback module loads directly (the package's main entry pulls in
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
