/*
 * cwords.c: tables of C words the layers above share.
 */
#include "syntax.h"

#include <string.h>

/* Is text one of the NULL-terminated words? */
bool cfix__is_word_in(const char *text, const char *const *words)
{
	for (int i = 0; words[i]; i++)
		if (!strcmp(text, words[i]))
			return true;
	return false;
}

const char *const cfix_type_extra_words[] = {
	"static", "extern", "inline", "register", "auto", "const",
	"volatile", "__inline", "__inline__", "typedef", NULL,
};
