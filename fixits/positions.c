/*
 * Positions as editors count them: 0-based lines ended by "\n", "\r\n"
 * or a lone "\r", and columns in bytes or UTF-16 code units.  LSP's
 * default unit is UTF-16 and so is SARIF's, while cfix's reports count
 * bytes as clang does; every conversion between them is here.
 *
 * Design decision: lines come from base's line index (cfix_text_line_of),
 * built once for a file's text: the JSON and SARIF exports convert
 * several offsets a finding, and scanning from the start of the text for
 * each made a file with thousands of findings take an hour.
 */
#include "fixits_internal.h"

static bool is_continuation(unsigned char ch)
{
	return (ch & 0xC0) == 0x80;
}

/* UTF-16 code units of the UTF-8 sequence that starts with lead. */
static uint32_t utf16_units(unsigned char lead)
{
	if (is_continuation(lead))
		return 0;
	return lead >= 0xF0 && lead < 0xF8 ? 2 : 1;
}

/* Columns of text[start, end) in unit. */
static uint32_t columns(const char *text, size_t start, size_t end,
			enum cfix_column_unit unit)
{
	uint32_t col = 0;

	if (unit == CFIX_COLUMN_BYTES)
		return (uint32_t)(end - start);
	for (size_t i = start; i < end; i++)
		col += utf16_units((unsigned char)text[i]);
	return col;
}

struct cfix_text_pos cfix_text_pos_from_offset(const char *text, size_t len,
					       uint32_t offset,
					       enum cfix_column_unit unit)
{
	size_t end = offset < len ? offset : len;
	struct cfix_text_pos pos;
	uint32_t start;

	while (end > 0 && end < len && is_continuation((unsigned char)text[end]))
		end--;
	pos.line = cfix_text_line_of(text, len, CFIX_NEWLINE_ANY,
				     (uint32_t)end, &start);
	pos.col = columns(text, start, end, unit);
	return pos;
}

static bool is_newline(char ch)
{
	return ch == '\n' || ch == '\r';
}

uint32_t cfix_text_pos_to_offset(const char *text, size_t len,
				 struct cfix_text_pos pos,
				 enum cfix_column_unit unit)
{
	size_t i = cfix_text_line_start(text, len, CFIX_NEWLINE_ANY, pos.line);
	uint32_t col = 0;

	/* a line past the last starts at len */
	while (i < len && !is_newline(text[i])) {
		uint32_t units = unit == CFIX_COLUMN_BYTES
					 ? 1 : utf16_units((unsigned char)text[i]);

		if (units && col + units > pos.col)
			break;
		col += units;
		i++;
	}
	return (uint32_t)i;
}

const struct cfix_edit *cfix_editset_match_edits(const struct cfix_editset *set,
						 const struct cfix_match *m,
						 uint32_t *count)
{
	const struct cfix_match_record *rec = set ? cfix__editset_find(set, m)
						  : NULL;

	*count = 0;
	if (!rec || rec->state != CFIX_MATCH_ACCEPTED || m->not_rewritten)
		return NULL;
	*count = rec->nedits;
	return rec->edits;
}
