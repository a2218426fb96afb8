/// Common English words that queries may contain but documents need not: they add to the score
/// when present and are never required.
enum EnglishStopwords {
    static let all: Set<String> = [
        "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been",
        "but", "by", "can", "cant", "could", "did", "didnt", "do", "does", "doesnt", "dont", "for", "from",
        "get", "gets", "got", "has", "have", "how", "i", "if", "in", "into", "is", "isnt", "it", "its", "just",
        "me", "my", "no", "not", "of", "on", "or", "our", "should", "so", "some", "that", "the", "their",
        "them", "then", "there", "this", "to", "too", "use", "using", "was", "we", "what", "when", "where",
        "which", "while", "why", "will", "with", "wont", "would", "you", "your"
    ]
}
