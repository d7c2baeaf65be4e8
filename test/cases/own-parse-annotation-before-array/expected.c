/* A name between the type and an array's name is an annotation macro
 * (zlib's `local z_crc_t FAR x2n_table[32]`, FAR defined in a header):
 * only the declared name comes right before '['. The initializers are
 * matched, at file level and in a function. */
typedef unsigned int z_crc_t;

static const z_crc_t FAR powers[2] = { 1, 2 };

int sum(int n)
{
	static int FAR steps[2] = { 3, 4 };

	return steps[n] + (int)powers[n];
}
