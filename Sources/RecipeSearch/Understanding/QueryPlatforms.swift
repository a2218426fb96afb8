import RecipeKit

/// The platforms a query is about: those it names ("… on macOS"), else the one its type names
/// or its words imply (an AppKit `NS…` type, a mouse or a trackpad macOS, `WKInterface…` watchOS),
/// else iOS, where most questions come from.
///
/// `NS` alone does not mean AppKit: Foundation, TextKit and Core Data types (`NSURL`,
/// `NSAttributedString`, `NSDiffableDataSourceSnapshot`) are written the same way on every
/// platform. A word the catalog holds implies macOS when most of the documents holding it are of
/// macOS recipes; one it does not hold, unless it is one of those shared names.
struct QueryPlatforms {
    let storage: IndexStorage

    /// How much higher the recipes of the query's platforms rank when its words only imply them.
    static let impliedPreference: Float = 1.3
    /// How much higher when the query names a platform ("iOS: table view selection doesn't work"):
    /// whoever writes the platform out rules the others out, so a Mac table view that matches more
    /// words must not outrank the iOS one.
    static let namedPreference: Float = 2

    /// The documents read to decide whether an `NS` word is mostly of macOS recipes.
    static let sampledDocuments = 4096

    /// The platforms of `words` and how much higher their recipes rank: those it names at
    /// `namedPreference`, else those its words imply at `impliedPreference`.
    func platforms(of words: [QueryWord]) -> (platforms: Set<Platform>, preference: Float) {
        let named = Set(words.compactMap { QueryParser.platformNames.contains($0.term) ? Platform(name: $0.term) : nil })
        if !named.isEmpty { return (named, Self.namedPreference) }
        if words.contains(where: { $0.term.hasPrefix("wkinterface") }) { return ([.watchOS], Self.impliedPreference) }
        if words.contains(where: { isAppKitName($0) || Self.macWords.contains($0.term) }) { return ([.macOS], Self.impliedPreference) }
        return ([.iOS], Self.impliedPreference)
    }

    /// True for a word written as an `NS` type (`NSTextView`, `nstextview`) that belongs to AppKit.
    func isAppKitName(_ word: QueryWord) -> Bool {
        let term = word.term
        guard term.hasPrefix("ns"), word.parts.first == "ns" || (term.count > 5 && word.parts.isEmpty) else { return false }
        guard let id = storage.vocabulary.id(of: term) else { return !Self.sharedNames.contains(term) }
        let postings = Int(storage.postingStart[Int(id)])..<Int(storage.postingStart[Int(id) + 1])
        let macOS = VersionCode.platform(.macOS)
        let sample = postings.prefix(Self.sampledDocuments)
        let onMac = sample.filter { storage.directory.recipePlatform[Int(storage.docRecipe[Int(storage.postingDoc[$0])])] == macOS }.count
        return onMac * 2 > sample.count
    }

    /// Words of what only a Mac has, folded: "Cannot zoom a ScrollView with the mouse/trackpad".
    static let macWords: Set<String> = ["mouse", "trackpad", "touchpad", "menubar", "macbook"]

    /// `NS` names of Foundation, TextKit, Core Data and other frameworks shared by every platform,
    /// folded as the index folds them, for words the catalog does not hold.
    static let sharedNames: Set<String> = [
        "nsarray", "nsattributedstring", "nsbundle", "nscache", "nscoder", "nscoding", "nsdata", "nsdate", "nsdecimalnumber",
        "nsdictionary", "nsdiffabledatasourcesnapshot", "nsdiffabledatasource", "nsdiffabledatasourcesectionsnapshot",
        "nserror", "nsexception", "nsfetchedresultscontroller", "nsfetchrequest", "nsfilecoordinator", "nsfilemanager",
        "nsfilepresenter", "nsindexpath", "nsindexset", "nsinternalinconsistencyexception", "nsinvalidargumentexception",
        "nsitemprovider", "nsjsonserialization", "nskeyedarchiver", "nskeyedunarchiver", "nslayoutanchor",
        "nslayoutconstraint", "nslayoutmanager", "nslock", "nsmanagedobject", "nsmanagedobjectcontext",
        "nsmutableattributedstring", "nsmutablearray", "nsmutabledictionary", "nsmutablestring", "nsnotification",
        "nsnotificationcenter", "nsnumber", "nsobject", "nsoperation", "nsoperationqueue", "nspersistentcontainer",
        "nspredicate", "nsrange", "nsrangeexception", "nsregularexpression", "nssecurecoding", "nsset", "nsshadow",
        "nssortdescriptor", "nsstring", "nstextattachment", "nstextcontainer", "nstextcontentmanager",
        "nstextlayoutmanager", "nstextstorage", "nsthread", "nstimer", "nsundomanager", "nsurl", "nsurlcomponents",
        "nsurlrequest", "nsurlsession", "nsuseractivity", "nsuserdefaults", "nsuuid", "nsvalue"
    ]
}
