void mch_setmouse(int on, int ttym_flags)
{
    if (ttym_flags == TTYM_XTERM)
    {
	if (on)
	    out_str("\033[?1000h");
	mouse_ison = on;
    }
#ifdef FEAT_MOUSE_DEC
    else if (ttym_flags == TTYM_DEC)
    {
	out_str("\033['z");
	mouse_ison = on;
    }
#endif
#ifdef FEAT_MOUSE_GPM
    else
    {
	if (on)
	{
	    if (gpm_open())
		mouse_ison = TRUE;
	}
	else
	    out_str("gpm");
    }
#endif
#ifdef FEAT_SYSMOUSE
    else
    {
	out_str("sysmouse");
	mouse_ison = on;
    }
#endif
    out_flush();
}
