/* pcre2_compile_class.c: the else's if is under another #ifdef branch */
int emit(int *code, int single, int len)
{
#ifndef SUPPORT_WIDE_CHARS
	ASSERT(single != 0);
#else
	if (single != 0)
#endif
	{
		len = old_size(code, len);
	}
#ifdef SUPPORT_WIDE_CHARS
	else
	{
		len = old_size(code, len + 1);
	}
#endif
	return len;
}
