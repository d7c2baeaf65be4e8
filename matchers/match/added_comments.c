/*
 * added_comments.c: the comments of a rule's '+' lines as the fix
 * writes them (matchers/smpl/plus_comments.c hangs them on the added
 * tokens).  Its one care: a comment never comments out code.
 */
#include "changes.h"

#include <string.h>

/*
 * The comments hung on plus token i (comments[i], plus_comments.c).
 * Code may follow added code that is not lines of its own on its line,
 * so a line comment that ends such code (at_end) becomes a block
 * comment: it must not comment out the code after it.  Elsewhere a
 * line break follows every line comment.
 */
void cfix__match_add_comments(const char *const *comments, uint32_t i,
			      bool at_end, struct cfix_buf *buf)
{
	const char *p = comments ? comments[i] : NULL;

	if (!p)
		return;
	/* never `/` `/ *`: a line comment */
	if (buf->len && buf->data[buf->len - 1] == '/' && *p == '/')
		cfix_buf_addch(buf, ' ');
	if (!at_end) {
		cfix_buf_adds(buf, p);
		return;
	}
	while (*p) {
		if (p[0] != '/' || p[1] != '/') {
			/* a block comment is copied whole */
			if (p[0] == '/' && p[1] == '*') {
				const char *end = strstr(p + 2, "*/");
				size_t len = end ? (size_t)(end + 2 - p)
						 : strlen(p);

				cfix_buf_add(buf, p, len);
				p += len;
			} else {
				cfix_buf_addch(buf, *p++);
			}
			continue;
		}
		cfix_buf_adds(buf, "/*");
		for (p += 2; *p && *p != '\n'; p++) {
			cfix_buf_addch(buf, *p);
			if (p[0] == '*' && p[1] == '/')
				cfix_buf_addch(buf, ' ');	/* no early end */
		}
		cfix_buf_adds(buf, " */");
	}
}

/* Does a comment glued to plus token i come before it on its line?
 * spatch writes it glued to the code before it too. */
bool cfix__match_glued_lead(const struct cfix_rule *rule, uint32_t i)
{
	const char *lead = rule->plus_lead ? rule->plus_lead[i] : NULL;

	return lead && lead[strlen(lead) - 1] != '\n';
}
