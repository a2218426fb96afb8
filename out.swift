// [201~]0;PWNED]52;c;cHduZWQ=2J0;X pasted
struct HostileLabel: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {}
}
