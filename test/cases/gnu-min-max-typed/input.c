int clamp(int v, int lo, int hi)
{
	int r = lo + v >? hi * 2;

	r <?= hi;
	if (v >? lo)
		return r;
	return v <? lo;
}
