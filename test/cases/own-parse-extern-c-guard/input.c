/* iperf's src/units.c, freetype's afhints.c: a C file guarding itself
 * for C++ */
#ifdef __cplusplus
extern "C" {
#endif

int scale(int x)
{
	return to_units(x);
}

#if defined(__cplusplus)
}
#endif
