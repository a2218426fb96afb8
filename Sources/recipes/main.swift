import RecipeKit
print("recipes")
