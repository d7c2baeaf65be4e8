static unsigned long read_feedback(void)
{
	unsigned long val = 0;

	asm volatile("mrs %0, s3_0_c15_c0_5" : "=r" (val) : );

	return val;
}

static unsigned long read_other(void)
{
	unsigned long other = 0;

	asm volatile("nop");

	return other;
}
