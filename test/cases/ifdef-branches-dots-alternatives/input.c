void probe(int err)
{
	start();
#ifdef CONFIG_A
	ready = 0;
#else
	ready = 0;
#endif
}
