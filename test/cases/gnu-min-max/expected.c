int clamp(int v, int lo, int hi)
{
	int r = lo + upper(v, hi) * 2;

	r = lower(r, hi);
	if (upper(v, lo))
		return r;
	return v <? lo;
}
