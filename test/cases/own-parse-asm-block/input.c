/* freetype's truetype/ttinterp.c: armcc's block asm */
static int mul_fix14(int a, int b)
{
	int t, t2;

#if defined(__CC_ARM) || defined(__ARMCC__)
	__asm
	{
		smull t2, t,  b,  a          /* (lo=t2,hi=t) = a*b */
		mov   a,  t,  asr #31        /* a   = (hi >> 31) */
		orr   a,  a,  t,  lsl #18    /* a  |= t << 18 */
	}
#endif
	return round_fix(a);
}
