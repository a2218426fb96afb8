/// Runs the searches the state asks for and hands back their outcomes.
public protocol SearchRunner: AnyObject {
    /// Starts `request`; a newer request supersedes one not yet started.
    func submit(_ request: SearchRequest)
    /// The newest finished outcome not yet taken, if any.
    func takeCompleted() -> SearchOutcome?
    /// True while a search is queued or running, or an outcome waits to be taken.
    var isBusy: Bool { get }
}
