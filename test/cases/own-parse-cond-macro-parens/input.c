/* VIM_ISWHITE(c) is vim's macro, expanding to ((c) == ' ' || (c) == '\t') */
char *skip_white(char *pat)
{
	while VIM_ISWHITE(*pat)
		++pat;
	if VIM_ISWHITE(*pat)
		return NULL;
	while (VIM_ISWHITE(pat[1]))
		pat++;
	return pat;
}
