import RecipeTUI

/// `recipes.1`: the manual page, in roff, from the command table and the browser's key table,
/// so `man recipes` says what `--help` and `?` say.
struct ManPage {
    var commands: [CommandDefinition]
    var version: String

    var roff: String {
        var out = [
            ".TH RECIPES 1 \"\" \"recipes \(version)\" \"User Commands\"",
            ".SH NAME",
            "recipes \\- SwiftUI and UIKit/AppKit representable recipes, with a terminal browser",
            ".SH SYNOPSIS",
            ".B recipes",
            "[\\fIoptions\\fR]",
            ".br",
            ".B recipes",
            "\\fIcommand\\fR [\\fIoptions\\fR] [\\fIarguments\\fR]",
            ".SH DESCRIPTION",
            text(
                """
                With no command, recipes opens the full-screen browser on the bundled library (or the \
                libraries --recipes and RECIPES_PATH name). It needs a terminal: when stdin or stdout is \
                not one it says so and exits with status 1; use list, show or search in a pipe. Each \
                command's --help gives its options and examples.
                """),
            ".SH COMMANDS"
        ]
        for command in commands {
            out.append(".SS \(escape(command.name)) \(escape(command.usage))")
            out.append(text(command.abstract))
            if !command.discussion.isEmpty {
                out.append(".PP")
                out.append(text(command.discussion))
            }
            for option in command.options {
                out.append(".TP")
                out.append("\\fB\(escape("--" + option.name))\\fR" + (option.value.map { " \\fI\(escape($0))\\fR" } ?? ""))
                out.append(text(option.help))
            }
            for example in CommandExamples.examples(for: command.name) {
                out.append(".TP")
                out.append("\\fB\(escape(example.command))\\fR")
                out.append(text(example.meaning))
            }
        }
        out.append(".SH OPTIONS FOR EVERY COMMAND")
        for option in CommandDefinition.commonOptions {
            out.append(".TP")
            out.append("\\fB\(escape("--" + option.name))\\fR" + (option.value.map { " \\fI\(escape($0))\\fR" } ?? ""))
            out.append(text(option.help))
        }
        out.append(".SH BROWSER KEYS")
        for section in KeyTable.sections {
            out.append(".SS \(escape(section.title))")
            for binding in section.bindings {
                out.append(".TP")
                out.append("\\fB\(escape(binding.keyLabel))\\fR")
                out.append(text(binding.help))
            }
        }
        out += [
            ".SH ENVIRONMENT",
            ".TP", "\\fBRECIPES_PATH\\fR", text("Colon-separated recipe files or folders to load instead of the bundled library."),
            ".TP", "\\fBPAGER\\fR, \\fBRECIPES_PAGER\\fR",
            text("The pager for long show output (default less -R; LESS defaults to FRX). Empty or cat: no pager."),
            ".TP", "\\fBVISUAL\\fR, \\fBEDITOR\\fR", text("The editor the browser's e key opens (default vi), run as EDITOR +LINE FILE."),
            ".TP", "\\fBNO_COLOR\\fR", text("When set and not empty, no colours."),
            ".TP", "\\fBXDG_CACHE_HOME\\fR, \\fBXDG_STATE_HOME\\fR",
            text("Where the catalog cache and the browser's favourites and reading position are kept."),
            ".SH EXIT STATUS",
            text("0 success, 1 nothing found or errors, 64 usage error."),
            ".SH FILES",
            text("PREFIX/share/recipes/Recipes: the bundled library.")
        ]
        return out.joined(separator: "\n") + "\n"
    }

    /// A paragraph of text, escaped for roff.
    private func text(_ text: String) -> String {
        escape(text)
    }

    /// Backslashes doubled, and a line that would start with `.` or `'` protected.
    private func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
