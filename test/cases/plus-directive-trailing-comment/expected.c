static int level;

#ifdef HAVE_TRACE
void trace_on(void)
{
	level = 1;
}
#endif /* HAVE_TRACE */
void trace_off(void);/* once */
