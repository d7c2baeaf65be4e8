/*
 * libFuzzer target: the rule parser on arbitrary bytes.
 *
 * The input is handed to cfix_ruleset_add_text() as it is, in a buffer of
 * exactly its size (no NUL after it), so a read past the end is caught.
 * Whatever the bytes, the parser must return 0 or -1, and -1 must come
 * with at least one error that renders; a rule set that took the text is
 * dumped, which walks every rule's tokens, insertions and pattern.
 */
#include "matchers/matchers.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cfix_ruleset *set = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	struct cfix_buf out = CFIX_BUF_INIT;
	char *text = malloc(size ? size : 1);
	int ret;

	memcpy(text, data, size);
	cfix_diag_sink_init(&sink);
	ret = cfix_ruleset_add_text(set, "fuzz.cocci", text, size, &sink);
	if (ret < 0 && sink.diags.len == 0)
		abort();	/* an error must say why */
	for (size_t i = 0; i < sink.diags.len; i++)
		cfix_diag_render(&sink.diags.items[i], &out);
	if (ret == 0)
		cfix_ruleset_dump(set, &out);
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_ruleset_free(set);
	free(text);
	return 0;
}
