/* vim's charset.c: RET_WIN_BUF_CHARTABSIZE() expands to statements that
 * end in their own ';' (an if/else of returns) */
int chartabsize(char_u *p, colnr_T col)
{
    RET_WIN_CHARTABSIZE(curwin, p, col)
}

int win_chartabsize(win_T *wp, char_u *p, colnr_T col)
{
    buf_T *buf = wp->w_buffer;

    RET_WIN_CHARTABSIZE(wp, p, col)
}

void color_end(char *l_colored, int c, int on)
{
    if (on)
    {
	COLOR_EPILOGUE
    }
    RET_WIN_CHARTABSIZE(curwin, l_colored, c)
}
