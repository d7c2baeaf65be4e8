/* VIM_ISWHITE(c) is vim's macro, expanding to ((c) == ' ' || (c) == '\t') */
char *skip_white(char *pat)
{
	while vim_iswhite(*pat)
		++pat;
	if vim_iswhite(*pat)
		return NULL;
	while (vim_iswhite(pat[1]))
		pat++;
	return pat;
}
