/* A removal that leaves only `)` on its line joins it to the line before
 * (arch/powerpc/xmon/ppc-opc.c). */
static int tab[4];

int n(void)
{
	return (ARRAY_SIZE(tab));
}
