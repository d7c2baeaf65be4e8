/*
 * Positions as editors count them: 0-based lines ended by "\n", "\r\n"
 * or a lone "\r", and columns in bytes or UTF-16 code units.  LSP's
 * default unit is UTF-16 and so is SARIF's, while cfix's reports count
 * bytes as clang does; every conversion between them is here.
 *
 * Design decision: no line index.  Each conversion scans from the start
 * of the text; a file has few findings, and a kernel file of 100 KB
 * scans in well under a millisecond.
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

/* Where a line ends at i: 0 no, else the length of its newline. */
static size_t newline_at(const char *text, size_t len, size_t i)
{
	if (text[i] == '\n')
		return 1;
	if (text[i] == '\r')
		return i + 1 < len && text[i + 1] == '\n' ? 2 : 1;
	return 0;
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
	struct cfix_text_pos pos = { 0, 0 };
	size_t start = 0, i = 0, end = offset < len ? offset : len;

	while (end > 0 && end < len && is_continuation((unsigned char)text[end]))
		end--;
	while (i < end) {
		size_t nl = newline_at(text, len, i);

		if (!nl || i + nl > end) {
			i++;
			continue;
		}
		i += nl;
		start = i;
		pos.line++;
	}
	pos.col = columns(text, start, end, unit);
	return pos;
}

uint32_t cfix_text_pos_to_offset(const char *text, size_t len,
				 struct cfix_text_pos pos,
				 enum cfix_column_unit unit)
{
	size_t i = 0;
	uint32_t line = 0, col = 0;

	while (line < pos.line && i < len) {
		size_t nl = newline_at(text, len, i);

		i += nl ? nl : 1;
		line += nl != 0;
	}
	if (line < pos.line)
		return (uint32_t)len;
	while (i < len && !newline_at(text, len, i)) {
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
	const struct cfix_match_record *rec = set ? cfix_editset__find(set, m)
						  : NULL;

	*count = 0;
	if (!rec || rec->state != CFIX_MATCH_ACCEPTED || m->not_rewritten)
		return NULL;
	*count = rec->nedits;
	return rec->edits;
}
