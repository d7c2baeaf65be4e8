/* pcre2's PCRE2_FALLTHROUGH (`[[fallthrough]];` or
 * `__attribute__((fallthrough));`, the ';' its own) before the next
 * case label */
int step(int op, int n)
{
	switch (op) {
	case 1:
		n = new_count(n);
		PCRE2_FALLTHROUGH /* Fall through */

	case 2:
		n++;
		FALLTHROUGH
	default:
		n = new_count(n + 1);
	}
	return n;
}
