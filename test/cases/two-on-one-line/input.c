/* Two matches on one line: both fixed, neither edit disturbs the other. */
#define A_BIT 0x1
#define B_BIT 0x2

int both_clear(unsigned int a, unsigned int b)
{
    return (!a & A_BIT) | (!b & B_BIT);
}
