import Foundation

exit(RecipesCLI.run(CommandLine.arguments))
