import { createHash } from 'node:crypto';
import { REMOTE_ERROR_MESSAGE_MAX } from '@troo/shared/contract';
import {
  REGISTRY_ELEMENT_ID,
  START_FAILED_ELEMENT_ID,
  START_FAILED_EVENT,
  START_TIMEOUT_MS,
  STARTED_ATTRIBUTE,
} from '@troo/shared/route-manifest';
import { escapeHtml } from './escape-html.js';

// The page's own answer to a shell that cannot start. Until the shell renders, no React runs: a
// refused main script (its integrity), one that never arrived, a chunk it needs that failed, or a
// start that stalls would leave the first paint on the glass with dead buttons. This small inline
// script (allowed by the page's policy by its hash, like the starter) watches the shell's scripts
// and stylesheets from the top of the page, and on a failure covers the page (its first paint is
// inert already) with a plain message and a Reload button, and reports it (POST /remote-errors,
// remote "shell"). A failed file is fetched again and hashed: one that arrives but is not the file
// its release recorded is an integrity failure, never "check your connection". The page's token
// in its registry island, when the server writes one, goes with the report. Plain ES5 with no
// "<": it runs before anything else, on any phone.

const TIMEOUT_S = START_TIMEOUT_MS / 1000;

/** What the diner reads for each kind of failure; every message offers Reload. */
export const START_FAILURE_TEXTS = {
  load: ['Troo could not start', 'Part of this page did not arrive. Check your connection, then reload.'],
  timeout: ['Troo is taking too long to start', `It did not start within ${TIMEOUT_S} seconds. Check your connection, then reload.`],
  integrity: [
    'Troo could not start safely',
    'A file of this page is not the one Troo published, so it was not run. This is not a problem with your connection, and Troo has been told. Reload to try again later.',
  ],
  code: ['Troo failed to start', 'Something went wrong inside Troo, not with your connection. Reload to try again.'],
} as const;

export const STARTUP_GUARD = `(function(){
var d=document,w=window,seen=0,shown=0,me=d.currentScript;
var route=(me&&me.getAttribute('data-route'))||'/';
var TEXT=${JSON.stringify(START_FAILURE_TEXTS)};
var SHELL=/\\/remotes\\/shell\\/([^\\/?#]+)\\//;
function started(){return d.documentElement.hasAttribute('${STARTED_ATTRIBUTE}')}
function versionOf(url){var m=SHELL.exec(url||'');return m?m[1]:''}
function mainUrl(){var m=d.querySelector('link[as="script"][href*="/remotes/shell/"],script[src*="/remotes/shell/"]');return m?(m.href||m.src):''}
function show(kind){
  var box=d.createElement('main'),h=d.createElement('h1'),p=d.createElement('p'),b=d.createElement('button');
  box.id='${START_FAILED_ELEMENT_ID}';box.setAttribute('role','alert');box.setAttribute('data-failure',kind);
  box.style.cssText='position:fixed;inset:0;z-index:2147483647;overflow:auto;box-sizing:border-box;padding:24vh 24px 24px;background:#fff;color:#1a1a1a;text-align:center;font:16px/1.5 system-ui,-apple-system,Roboto,Arial,sans-serif';
  h.textContent=TEXT[kind][0];h.style.cssText='margin:0 0 12px;font-size:24px';
  p.textContent=TEXT[kind][1];p.style.cssText='margin:0 auto;max-width:320px;color:#555';
  b.type='button';b.textContent='Reload';b.onclick=function(){location.reload()};
  b.style.cssText='margin-top:24px;min-width:200px;min-height:48px;border:0;border-radius:8px;background:#d80000;color:#fff;font:inherit;font-weight:600';
  box.appendChild(h);box.appendChild(p);box.appendChild(b);d.body.appendChild(box);
}
function report(kind,version,message){
  var api='/api',token,body={remote:'shell',version:version,route:route,kind:kind,message:String(message).slice(0,${REMOTE_ERROR_MESSAGE_MAX})};
  try{api=JSON.parse(d.querySelector('meta[name="troo-config"]').content).apiBaseUrl||api}catch(e){}
  try{token=JSON.parse(d.getElementById('${REGISTRY_ELEMENT_ID}').textContent).pageToken}catch(e){}
  if(token)body.pageToken=token;
  if(!version||!w.fetch)return;
  fetch(api+'/remote-errors',{method:'POST',keepalive:true,headers:{'Content-Type':'application/json'},body:JSON.stringify(body)})['catch'](function(){});
}
function fail(kind,url,message){
  if(shown||started())return;
  shown=1;show(kind);report(kind,versionOf(url)||versionOf(mainUrl()),message);
}
function check(url,integrity){
  var m=/^sha(256|384|512)-(\\S+)/.exec(integrity||'');
  if(!m||!w.fetch)return Promise.resolve('load');
  return fetch(url,{mode:'cors',credentials:'omit',cache:'no-store'}).then(function(r){
    if(!r.ok)return 'load';
    if(!w.crypto||!crypto.subtle)return 'integrity';
    return r.arrayBuffer().then(function(b){return crypto.subtle.digest('SHA-'+m[1],b)}).then(function(h){
      return btoa(String.fromCharCode.apply(null,new Uint8Array(h)))===m[2]?'load':'integrity';
    });
  },function(){return 'load'});
}
w.addEventListener('error',function(e){
  var t=e.target,url=!t?'':t.tagName==='SCRIPT'?t.src:t.tagName==='LINK'&&t.rel==='stylesheet'?t.href:'';
  if(shown||started()||!versionOf(url))return;
  seen=1;
  check(url,t.integrity).then(function(kind){
    fail(kind,url,url.split(/[?#]/)[0]+(kind==='integrity'?' is not the file its release recorded (integrity)':' did not load'));
  });
},true);
d.addEventListener('${START_FAILED_EVENT}',function(e){
  if(!seen)fail('code','',(e.detail&&e.detail.message)||'the shell failed to start');
});
setTimeout(function(){fail('timeout','','the shell did not start within ${TIMEOUT_S} s')},${START_TIMEOUT_MS});
})()`;

/** The guard's hash, as the page's policy names it in script-src. */
export const STARTUP_GUARD_HASH = `'sha256-${createHash('sha256').update(STARTUP_GUARD).digest('base64')}'`;

/**
 * The guard's tag, first in the page's head; `route` is the route as its remote declares it
 * ('/demo/tip/:mode', never the address with its ids), what its report names.
 */
export const startupGuardTag = (route: string | null) => `<script data-route="${escapeHtml(route ?? '/')}">${STARTUP_GUARD}</script>`;
