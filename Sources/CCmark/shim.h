// cmark-gfm core and the GFM core extensions (table, strikethrough, autolink).
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
