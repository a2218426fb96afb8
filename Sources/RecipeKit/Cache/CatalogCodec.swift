/// The cache's binary encoding of what importing one file produced: its recipes and diagnostics.
///
/// Every stored property of the model is written, in declaration order. A test compares
/// `ModelFingerprint.current` with `schema`, so a property added to the model without being
/// added here fails the build's tests; cache files written with another schema are ignored.
enum CatalogCodec {
    /// The model shape this codec writes; see `ModelFingerprint.current`.
    static let schema = """
        Recipe{id:String,title:String,summary:String,source:SourceLocation{path:String,line:Int},\
        wrapper:Wrapper{protocol:RepresentableProtocol[UIViewRepresentable,UIViewControllerRepresentable,\
        NSViewRepresentable,NSViewControllerRepresentable,UIGestureRecognizerRepresentable,\
        NSGestureRecognizerRepresentable,WKInterfaceObjectRepresentable],typeName:String,wrappedType:String,\
        platform:Platform[iOS,macOS,tvOS,watchOS,visionOS]},coordinator:Coordinator{typeName:String,\
        protocols:[String],isMainActor:Bool},delegateMethods:[DelegateMethod{selector:String,\
        protocol:String,signature:String,line:Int}],lifecycle:[LifecycleMethod[make,update,dismantle,\
        sizeThatFits,makeCoordinator,handleAction]],codeBlocks:[CodeBlock{role:Role,language:String,code:String,\
        line:Int}],pitfalls:[Pitfall{id:String,title:String,text:String,line:Int,rule:String,\
        source:String}],\
        notes:[String],preferNative:[PreferNative{platform:Platform,since:OSVersion{major:Int,minor:Int,\
        patch:Int},api:String,text:String,line:Int,coverage:Coverage[replaces,partial],keepWrapperFor:String,\
        keepIf:[String],deprecated:OSVersion}],noNativeReplacement:String,\
        minimumTarget:DeploymentTarget{platform:Platform,version:OSVersion},frameworks:[String],\
        tags:[String]};Diagnostic{path:String,line:Int,severity:Severity,message:String}
        """

    static func encode(_ result: (recipes: [Recipe], diagnostics: [Diagnostic]), into w: inout BinaryWriter) {
        w.count(result.recipes.count)
        for recipe in result.recipes { encode(recipe, into: &w) }
        w.count(result.diagnostics.count)
        for diagnostic in result.diagnostics {
            w.string(diagnostic.path)
            w.int(diagnostic.line)
            w.string(diagnostic.severity.rawValue)
            w.string(diagnostic.message)
        }
    }

    static func decode(_ r: inout BinaryReader) throws -> (recipes: [Recipe], diagnostics: [Diagnostic]) {
        var recipes: [Recipe] = []
        let recipeCount = try r.count()
        recipes.reserveCapacity(recipeCount)
        for _ in 0..<recipeCount { recipes.append(try decodeRecipe(&r)) }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<(try r.count()) {
            diagnostics.append(
                Diagnostic(path: try r.string(), line: try r.int(), severity: try r.raw(Diagnostic.Severity.self), message: try r.string()))
        }
        return (recipes, diagnostics)
    }

    // MARK: - Recipe

    private static func encode(_ recipe: Recipe, into w: inout BinaryWriter) {
        w.string(recipe.id)
        w.string(recipe.title)
        w.string(recipe.summary)
        w.string(recipe.source.path)
        w.int(recipe.source.line)
        if let wrapper = recipe.wrapper {
            w.byte(1)
            w.string(wrapper.protocol.rawValue)
            w.string(wrapper.typeName)
            w.optionalString(wrapper.wrappedType)
            w.string(wrapper.platform.rawValue)
        } else {
            w.byte(0)
        }
        if let coordinator = recipe.coordinator {
            w.byte(1)
            w.string(coordinator.typeName)
            w.strings(coordinator.protocols)
            w.bool(coordinator.isMainActor)
        } else {
            w.byte(0)
        }
        w.count(recipe.delegateMethods.count)
        for method in recipe.delegateMethods {
            w.string(method.selector)
            w.optionalString(method.protocol)
            w.string(method.signature)
            w.int(method.line)
        }
        w.strings(recipe.lifecycle.map(\.rawValue))
        w.count(recipe.codeBlocks.count)
        for block in recipe.codeBlocks {
            w.string(block.role.rawValue)
            w.string(block.language)
            w.string(block.code)
            w.int(block.line)
        }
        w.count(recipe.pitfalls.count)
        for pitfall in recipe.pitfalls {
            w.string(pitfall.id)
            w.optionalString(pitfall.title)
            w.string(pitfall.text)
            w.int(pitfall.line)
            w.optionalString(pitfall.rule)
            w.optionalString(pitfall.source)
        }
        w.strings(recipe.notes)
        w.count(recipe.preferNative.count)
        for note in recipe.preferNative {
            w.string(note.platform.rawValue)
            encode(note.since, into: &w)
            w.string(note.api)
            w.string(note.text)
            w.int(note.line)
            w.string(note.coverage.rawValue)
            w.optionalString(note.keepWrapperFor)
            w.strings(note.keepIf)
            encode(note.deprecated, into: &w)
        }
        w.optionalString(recipe.noNativeReplacement)
        if let target = recipe.minimumTarget {
            w.byte(1)
            w.string(target.platform.rawValue)
            encode(target.version, into: &w)
        } else {
            w.byte(0)
        }
        w.strings(recipe.frameworks)
        w.strings(recipe.tags)
    }

    private static func decodeRecipe(_ r: inout BinaryReader) throws -> Recipe {
        let id = try r.string(), title = try r.string(), summary = try r.string()
        let source = SourceLocation(path: try r.string(), line: try r.int())
        var wrapper: Wrapper?
        if try r.bool() {
            wrapper = Wrapper(
                protocol: try r.raw(RepresentableProtocol.self), typeName: try r.string(),
                wrappedType: try r.optionalString(), platform: try r.raw(Platform.self))
        }
        var coordinator: Coordinator?
        if try r.bool() {
            coordinator = Coordinator(typeName: try r.string(), protocols: try r.strings(), isMainActor: try r.bool())
        }
        var methods: [DelegateMethod] = []
        for _ in 0..<(try r.count()) {
            methods.append(DelegateMethod(selector: try r.string(), protocol: try r.optionalString(), signature: try r.string(), line: try r.int()))
        }
        let lifecycle = try r.strings().map { name in
            guard let method = LifecycleMethod(rawValue: name) else { throw CacheError.corrupt("unknown lifecycle \(name)") }
            return method
        }
        var blocks: [CodeBlock] = []
        for _ in 0..<(try r.count()) {
            blocks.append(CodeBlock(role: try r.raw(CodeBlock.Role.self), language: try r.string(), code: try r.string(), line: try r.int()))
        }
        var pitfalls: [Pitfall] = []
        for _ in 0..<(try r.count()) {
            pitfalls.append(
                Pitfall(
                    id: try r.string(), title: try r.optionalString(), text: try r.string(), line: try r.int(),
                    rule: try r.optionalString(), source: try r.optionalString()))
        }
        let notes = try r.strings()
        var natives: [PreferNative] = []
        for _ in 0..<(try r.count()) {
            natives.append(
                PreferNative(
                    platform: try r.raw(Platform.self), since: try decodeVersion(&r), api: try r.string(),
                    text: try r.string(), line: try r.int(), coverage: try r.raw(PreferNative.Coverage.self),
                    keepWrapperFor: try r.optionalString(), keepIf: try r.strings(), deprecated: try decodeVersion(&r)))
        }
        let noNative = try r.optionalString()
        var minimum: DeploymentTarget?
        if try r.bool() {
            let platform = try r.raw(Platform.self)
            guard let version = try decodeVersion(&r) else { throw CacheError.corrupt("target without a version") }
            minimum = DeploymentTarget(platform: platform, version: version)
        }
        return Recipe(
            id: id, title: title, summary: summary, source: source, wrapper: wrapper, coordinator: coordinator,
            delegateMethods: methods, lifecycle: lifecycle, codeBlocks: blocks, pitfalls: pitfalls, notes: notes,
            preferNative: natives, noNativeReplacement: noNative, minimumTarget: minimum,
            frameworks: try r.strings(), tags: try r.strings())
    }

    // MARK: - Versions

    private static func encode(_ version: OSVersion?, into w: inout BinaryWriter) {
        guard let version else { return w.byte(0) }
        w.byte(1)
        w.int(version.major)
        w.int(version.minor)
        w.int(version.patch)
    }

    private static func decodeVersion(_ r: inout BinaryReader) throws -> OSVersion? {
        guard try r.bool() else { return nil }
        return OSVersion(try r.int(), try r.int(), try r.int())
    }
}
