/** A 48 px tall row to touch; the note says who it is for, since the server ignores it for editors. */
export function KeepSignedIn({ checked, onChange }: { checked: boolean; onChange: (keep: boolean) => void }) {
  return (
    <div>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 text-[15px] text-slate-900">
        <input
          type="checkbox"
          className="size-6 accent-slate-900"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="keep-note"
        />
        Keep me signed in on this phone
      </label>
      <p id="keep-note" className="text-[13px] text-slate-600">
        For 30 days, for accounts that can only read. Editors are signed out after 15 minutes idle.
      </p>
    </div>
  );
}
